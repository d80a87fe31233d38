import type { ComponentType, LazyExoticComponent } from "react";
import { Navigate, type RouteObject } from "react-router-dom";
import { lazyWithApollo } from "./app/apollo-loader";
import { AppShell } from "./app/AppShell";
import { RequireRole } from "./auth/RequireRole";
import { PublicLayout } from "./layouts/public/PublicLayout";
import HomePage from "./pages/public/HomePage";

type Page = LazyExoticComponent<ComponentType>;

// Every page but the home page, where most visits start, is its own chunk, so a visitor
// never downloads customer or admin code, and the home page needs no second round trip. Each
// lazy page brings Apollo Client with it (fetched alongside); the home page reads through the
// lite client and never loads it.
const BiaToolsPage = lazyWithApollo(() => import("./pages/public/BiaToolsPage"));
const StoryTagPage = lazyWithApollo(() => import("./pages/public/StoryTagPage"));
const ProductPage = lazyWithApollo(() => import("./pages/public/ProductPage"));
const CartPage = lazyWithApollo(() => import("./pages/public/CartPage"));
const OrderPage = lazyWithApollo(() => import("./pages/public/orders/OrderPage"));
const FindOrderPage = lazyWithApollo(() => import("./pages/public/orders/FindOrderPage"));
const OrderLinksPage = lazyWithApollo(() => import("./pages/public/orders/OrderLinksPage"));
const LicenseCheckPage = lazyWithApollo(() => import("./pages/public/LicenseCheckPage"));
const LicenseApiDocsPage = lazyWithApollo(() => import("./pages/public/LicenseApiDocsPage"));
const ApiDocsPage = lazyWithApollo(() => import("./pages/public/ApiDocsPage"));
const TermsOfServicePage = lazyWithApollo(() => import("./pages/legal/TermsOfServicePage"));
const PrivacyPolicyPage = lazyWithApollo(() => import("./pages/legal/PrivacyPolicyPage"));
const DisclaimerPage = lazyWithApollo(() => import("./pages/legal/DisclaimerPage"));
const ContactPage = lazyWithApollo(() => import("./pages/legal/ContactPage"));
const PaymentSuccessPage = lazyWithApollo(() => import("./pages/payment/PaymentSuccessPage"));
const PaymentFailedPage = lazyWithApollo(() => import("./pages/payment/PaymentFailedPage"));
const NotFoundPage = lazyWithApollo(() => import("./pages/NotFoundPage"));

const AuthLayout = lazyWithApollo<object>(() => import("./layouts/auth/AuthLayout").then((m) => ({ default: m.AuthLayout })));
const LoginPage = lazyWithApollo(() => import("./pages/auth/LoginPage"));
const RegisterPage = lazyWithApollo(() => import("./pages/auth/RegisterPage"));
const ForgotPasswordPage = lazyWithApollo(() => import("./pages/auth/ForgotPasswordPage"));
const ResetPasswordPage = lazyWithApollo(() => import("./pages/auth/ResetPasswordPage"));
const ConfirmEmailPage = lazyWithApollo(() => import("./pages/auth/ConfirmEmailPage"));
const SetupAdminPage = lazyWithApollo(() => import("./pages/auth/SetupAdminPage"));
const SignInLinkPage = lazyWithApollo(() => import("./pages/auth/SignInLinkPage"));

const CustomerLayout = lazyWithApollo(() => import("./layouts/customer/CustomerLayout"));
const CustomerDashboardPage = lazyWithApollo(() => import("./pages/customer/DashboardPage"));
const CustomerOrdersPage = lazyWithApollo(() => import("./pages/customer/OrdersPage"));
const AddBalancePage = lazyWithApollo(() => import("./pages/customer/AddBalancePage"));
const CustomerSettingsPage = lazyWithApollo(() => import("./pages/customer/SettingsPage"));
const CustomerContactPage = lazyWithApollo(() => import("./pages/customer/ContactPage"));
const CustomerPrivacyPolicyPage = lazyWithApollo(() => import("./pages/customer/PrivacyPolicyPage"));
const CustomerTermsOfServicePage = lazyWithApollo(() => import("./pages/customer/TermsOfServicePage"));

const AdminLayout = lazyWithApollo(() => import("./layouts/admin/AdminLayout"));
const AdminDashboardPage = lazyWithApollo(() => import("./pages/admin/DashboardPage"));
const AdminCataloguePage = lazyWithApollo(() => import("./pages/admin/CataloguePage"));
const AdminAccountsPage = lazyWithApollo(() => import("./pages/admin/AccountsPage"));
const AdminOrdersPage = lazyWithApollo(() => import("./pages/admin/OrdersPage"));
const AdminCustomersPage = lazyWithApollo(() => import("./pages/admin/CustomersPage"));
const AdminLicensesPage = lazyWithApollo(() => import("./pages/admin/LicensesPage"));
const AdminLicenseManagementPage = lazyWithApollo(() => import("./pages/admin/LicenseManagementPage"));
const AdminSettingsPage = lazyWithApollo(() => import("./pages/admin/SettingsPage"));
const AdminInboxPage = lazyWithApollo(() => import("./pages/admin/InboxPage"));
const AdminAuditPage = lazyWithApollo(() => import("./pages/admin/AuditPage"));

function page(path: string, Component: Page): RouteObject {
  return { path, element: <Component /> };
}

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <AppShell />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          page("bia-tools", BiaToolsPage),
          // The same page under a name without the seed's brand, where a renamed shop links.
          page("tools", BiaToolsPage),
          page("story-tag", StoryTagPage),
          page("products/:slug", ProductPage),
          page("cart", CartPage),
          page("orders/find", FindOrderPage),
          page("orders/lookup", OrderLinksPage),
          page("orders/:id", OrderPage),
          page("license-check", LicenseCheckPage),
          page("license-check/api", LicenseApiDocsPage),
          page("api-docs", ApiDocsPage),
          page("legal/terms-of-service", TermsOfServicePage),
          page("legal/privacy-policy", PrivacyPolicyPage),
          page("legal/disclaimer", DisclaimerPage),
          page("legal/contact", ContactPage),
          page("payment/success", PaymentSuccessPage),
          page("payment/failed", PaymentFailedPage),
          page("*", NotFoundPage),
        ],
      },
      {
        path: "auth",
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          page("login", LoginPage),
          page("register", RegisterPage),
          page("forgot-password", ForgotPasswordPage),
          page("reset-password", ResetPasswordPage),
          page("confirm-email", ConfirmEmailPage),
          page("setup-admin", SetupAdminPage),
          page("sign-in-link", SignInLinkPage),
        ],
      },
      {
        path: "customer",
        element: (
          <RequireRole role="customer">
            <CustomerLayout />
          </RequireRole>
        ),
        children: [
          { index: true, element: <Navigate to="/customer/dashboard" replace /> },
          page("dashboard", CustomerDashboardPage),
          page("orders", CustomerOrdersPage),
          page("add-balance", AddBalancePage),
          page("settings", CustomerSettingsPage),
          page("contact", CustomerContactPage),
          page("privacy-policy", CustomerPrivacyPolicyPage),
          page("terms-of-service", CustomerTermsOfServicePage),
        ],
      },
      {
        path: "admin",
        element: (
          <RequireRole role="admin">
            <AdminLayout />
          </RequireRole>
        ),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          page("dashboard", AdminDashboardPage),
          page("catalogue", AdminCataloguePage),
          page("accounts", AdminAccountsPage),
          page("orders", AdminOrdersPage),
          page("customers", AdminCustomersPage),
          page("licenses", AdminLicensesPage),
          page("license-management", AdminLicenseManagementPage),
          page("settings", AdminSettingsPage),
          page("inbox", AdminInboxPage),
          page("audit", AdminAuditPage),
        ],
      },
    ],
  },
];
