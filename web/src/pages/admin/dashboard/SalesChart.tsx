import { ResponsiveBar } from "@nivo/bar";
import { useTranslation } from "react-i18next";

/** The value axis always reaches at least this far, so a quiet month does not look like a busy one. */
const MIN_SCALE = 10;

export interface DaySales {
  date: string;
  count: number;
}

const theme = {
  text: { fill: "var(--chakra-colors-fg-muted)", fontSize: 11 },
  axis: { ticks: { line: { stroke: "var(--chakra-colors-border)" } } },
  grid: { line: { stroke: "var(--chakra-colors-border-muted)" } },
  tooltip: { container: { background: "var(--chakra-colors-bg-panel)", color: "var(--chakra-colors-fg)", fontSize: 12 } },
};

/** 'Accounts Sold (Last 30 Days)'; a chunk of its own, so nivo loads only on the admin dashboard. */
export default function SalesChart({ days }: { days: DaySales[] }) {
  const { t } = useTranslation("admin");
  const data = days.map((d) => ({ day: d.date.slice(5), count: d.count }));
  const highest = Math.max(0, ...days.map((d) => d.count));
  // Thirty rotated dates overlap on a phone; every fifth day (and today) stays readable.
  const dayTicks = data.filter((_, i) => i % 5 === 0 || i === data.length - 1).map((d) => d.day);
  return (
    <ResponsiveBar
      data={data}
      keys={["count"]}
      indexBy="day"
      margin={{ top: 10, right: 10, bottom: 50, left: 45 }}
      padding={0.25}
      valueScale={{ type: "linear", min: 0, max: Math.max(MIN_SCALE, highest) }}
      colors={["var(--chakra-colors-teal-solid)"]}
      enableLabel={false}
      axisBottom={{ tickValues: dayTicks, tickRotation: -45, tickSize: 0, tickPadding: 6 }}
      axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: 5 }}
      gridYValues={5}
      theme={theme}
      role="img"
      ariaLabel={t("dashboard.chartLabel", { count: days.reduce((s, d) => s + d.count, 0) })}
      tooltipLabel={(d) => `${d.indexValue}`}
    />
  );
}
