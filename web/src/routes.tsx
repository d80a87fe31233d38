import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { Navigate, type RouteObject } from "react-router-dom";
import { AppShell } from "./app/AppShell";
import { RequireRole } from "./auth/RequireRole";
import { PublicLayout } from "./layouts/public/PublicLayout";
import HomePage from "./pages/public/HomePage";

type Page = LazyExoticComponent<ComponentType>;

// Every page but the home page, where most visits start, is its own chunk, so a visitor
// never downloads customer or admin code, and the home page needs no second round trip.
const BiaToolsPage = lazy(() => import("./pages/public/BiaToolsPage"));
const StoryTagPage = lazy(() => import("./pages/public/StoryTagPage"));
const ProductPage = lazy(() => import("./pages/public/ProductPage"));
const LicenseCheckPage = lazy(() => import("./pages/public/LicenseCheckPage"));
const ApiDocsPage = lazy(() => import("./pages/public/ApiDocsPage"));
const TermsOfServicePage = lazy(() => import("./pages/legal/TermsOfServicePage"));
const PrivacyPolicyPage = lazy(() => import("./pages/legal/PrivacyPolicyPage"));
const DisclaimerPage = lazy(() => import("./pages/legal/DisclaimerPage"));
const ContactPage = lazy(() => import("./pages/legal/ContactPage"));
const PaymentSuccessPage = lazy(() => import("./pages/payment/PaymentSuccessPage"));
const PaymentFailedPage = lazy(() => import("./pages/payment/PaymentFailedPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));

const AuthLayout = lazy(() => import("./layouts/auth/AuthLayout").then((m) => ({ default: m.AuthLayout })));
const LoginPage = lazy(() => import("./pages/auth/LoginPage"));
const RegisterPage = lazy(() => import("./pages/auth/RegisterPage"));
const ForgotPasswordPage = lazy(() => import("./pages/auth/ForgotPasswordPage"));
const ResetPasswordPage = lazy(() => import("./pages/auth/ResetPasswordPage"));
const ConfirmEmailPage = lazy(() => import("./pages/auth/ConfirmEmailPage"));
const SetupAdminPage = lazy(() => import("./pages/auth/SetupAdminPage"));
const SignInLinkPage = lazy(() => import("./pages/auth/SignInLinkPage"));

const CustomerLayout = lazy(() => import("./layouts/customer/CustomerLayout"));
const CustomerDashboardPage = lazy(() => import("./pages/customer/DashboardPage"));
const CustomerOrdersPage = lazy(() => import("./pages/customer/OrdersPage"));
const AddBalancePage = lazy(() => import("./pages/customer/AddBalancePage"));
const CustomerSettingsPage = lazy(() => import("./pages/customer/SettingsPage"));
const CustomerContactPage = lazy(() => import("./pages/customer/ContactPage"));
const CustomerPrivacyPolicyPage = lazy(() => import("./pages/customer/PrivacyPolicyPage"));
const CustomerTermsOfServicePage = lazy(() => import("./pages/customer/TermsOfServicePage"));

const AdminLayout = lazy(() => import("./layouts/admin/AdminLayout"));
const AdminDashboardPage = lazy(() => import("./pages/admin/DashboardPage"));
const AdminCataloguePage = lazy(() => import("./pages/admin/CataloguePage"));
const AdminAccountsPage = lazy(() => import("./pages/admin/AccountsPage"));
const AdminOrdersPage = lazy(() => import("./pages/admin/OrdersPage"));
const AdminCustomersPage = lazy(() => import("./pages/admin/CustomersPage"));
const AdminLicensesPage = lazy(() => import("./pages/admin/LicensesPage"));
const AdminLicenseManagementPage = lazy(() => import("./pages/admin/LicenseManagementPage"));
const AdminSettingsPage = lazy(() => import("./pages/admin/SettingsPage"));
const AdminInboxPage = lazy(() => import("./pages/admin/InboxPage"));
const AdminAuditPage = lazy(() => import("./pages/admin/AuditPage"));

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
          page("story-tag", StoryTagPage),
          page("products/:slug", ProductPage),
          page("license-check", LicenseCheckPage),
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
