/** A row of the customers table, as the dialogs need it. */
export interface CustomerRow {
  id: string;
  name: string;
  email: string;
  role: string;
  balanceCents: number;
  totalOrders: number;
}
