import { graphql } from "@/gql";

export const AdminLicensesQuery = graphql(`
  query AdminLicenses {
    licenses {
      id
      licenseKey
      email
      plan
      status
      state
      expiresAt
      daysRemaining
      createdAt
      lastUsedAt
    }
  }
`);

export const SetLicenseStatusMutation = graphql(`
  mutation AdminSetLicenseStatus($licenseKey: String!, $active: Boolean!) {
    setLicenseStatus(licenseKey: $licenseKey, active: $active) {
      status
      message
    }
  }
`);

export const ExtendLicenseMutation = graphql(`
  mutation AdminExtendLicense($licenseKey: String, $newExpiresAt: DateTimeISO) {
    extendLicense(licenseKey: $licenseKey, newExpiresAt: $newExpiresAt) {
      status
      message
    }
  }
`);

export const DeleteLicenseMutation = graphql(`
  mutation AdminDeleteLicense($licenseKey: String!) {
    deleteLicense(licenseKey: $licenseKey) {
      status
      message
    }
  }
`);

export const CreateLicenseMutation = graphql(`
  mutation AdminCreateLicense($customerId: ID, $plan: String!, $durationDays: Int!) {
    createLicense(customerId: $customerId, plan: $plan, durationDays: $durationDays) {
      status
      message
      license {
        licenseKey
      }
    }
  }
`);

export const CreateLicenseByEmailMutation = graphql(`
  mutation AdminCreateLicenseByEmail($email: String, $plan: String, $expiresAt: DateTimeISO) {
    createLicenseByEmail(email: $email, plan: $plan, expiresAt: $expiresAt) {
      status
      message
      license {
        licenseKey
      }
    }
  }
`);

export const ExtendLicenseByDaysMutation = graphql(`
  mutation AdminExtendLicenseByDays($licenseId: ID, $days: Int!) {
    extendLicenseByDays(licenseId: $licenseId, days: $days) {
      status
      message
    }
  }
`);

export const LicenseCustomersQuery = graphql(`
  query LicenseCustomerChoices($search: String) {
    adminCustomers(search: $search, limit: 50) {
      items {
        id
        name
        email
      }
    }
  }
`);

export const PLANS = ["standard", "premium", "enterprise"] as const;

/** A date input's value (local calendar day) as the end of that day, so "expires on the 31st" includes the 31st. */
export function endOfLocalDay(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split("-").map(Number);
  return new Date(y, m - 1, d, 23, 59, 59, 999).toISOString();
}

export const LicenseDetailQuery = graphql(`
  query AdminLicenseDetail($key: String!) {
    licenseByKey(licenseKey: $key) {
      id
      licenseKey
      maxMachines
      machines {
        ...LicenseMachineFields
      }
    }
    licenseHistory(licenseKey: $key) {
      id
      kind
      actor
      detail
      createdAt
    }
  }
`);

export const SetLicenseSeatsMutation = graphql(`
  mutation AdminSetLicenseSeats($key: String!, $seats: Int) {
    setLicenseSeats(licenseKey: $key, maxMachines: $seats) {
      status
      message
    }
  }
`);

export const ResetLicenseMachinesMutation = graphql(`
  mutation AdminResetLicenseMachines($key: String!) {
    resetLicenseMachines(licenseKey: $key) {
      status
      message
    }
  }
`);
