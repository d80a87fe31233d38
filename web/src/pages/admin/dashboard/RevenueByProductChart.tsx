import { ResponsiveBar } from "@nivo/bar";
import { formatCents } from "@/lib/money";

export interface RevenueSeries {
  productId: string | null;
  productName: string;
  totalCents: number;
  perDayCents: number[];
}

/** One colour per series, in the legend's order; distinct in light and dark mode. */
export const SERIES_COLORS = [
  "var(--chakra-colors-teal-solid)",
  "var(--chakra-colors-orange-solid)",
  "var(--chakra-colors-purple-solid)",
  "var(--chakra-colors-blue-solid)",
  "var(--chakra-colors-pink-solid)",
  "var(--chakra-colors-yellow-solid)",
  "var(--chakra-colors-gray-solid)",
];

const theme = {
  text: { fill: "var(--chakra-colors-fg-muted)", fontSize: 11 },
  axis: { ticks: { line: { stroke: "var(--chakra-colors-border)" } } },
  grid: { line: { stroke: "var(--chakra-colors-border-muted)" } },
  tooltip: { container: { background: "var(--chakra-colors-bg-panel)", color: "var(--chakra-colors-fg)", fontSize: 12 } },
};

/** Revenue per day stacked by product; a chunk of its own, so nivo loads only on the admin dashboard. */
export default function RevenueByProductChart({ days, series, label }: { days: string[]; series: RevenueSeries[]; label: string }) {
  const keys = series.map((_, i) => `s${i}`);
  const data = days.map((date, d) => Object.fromEntries([["day", date.slice(5)], ...series.map((s, i) => [`s${i}`, s.perDayCents[d] / 100])]));
  const dayTicks = data.filter((_, i) => i % 5 === 0 || i === data.length - 1).map((d) => d.day as string);
  return (
    <ResponsiveBar
      data={data}
      keys={keys}
      indexBy="day"
      margin={{ top: 10, right: 10, bottom: 50, left: 55 }}
      padding={0.25}
      valueScale={{ type: "linear", min: 0, nice: true }}
      colors={({ id }) => SERIES_COLORS[Number(String(id).slice(1)) % SERIES_COLORS.length]}
      enableLabel={false}
      axisBottom={{ tickValues: dayTicks, tickRotation: -45, tickSize: 0, tickPadding: 6 }}
      axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: 5, format: (v) => `$${v}` }}
      gridYValues={5}
      theme={theme}
      role="img"
      ariaLabel={label}
      tooltipLabel={(d) => `${d.indexValue} · ${series[Number(String(d.id).slice(1))]?.productName ?? ""}`}
      valueFormat={(v) => `$${formatCents(Math.round(Number(v) * 100))}`}
    />
  );
}
