import * as styles from './CompatibilityBars.css';

export const compatibilityFactors = ['location', 'age', 'interests'] as const;
export type CompatibilityFactor = (typeof compatibilityFactors)[number];

export interface CompatibilityBarsProps {
  /** 0–100, computed on the server by core's compatibility rule. */
  score: number;
  /** Each factor's bar in percent (0–100). */
  factors: Record<CompatibilityFactor, number>;
  labels: { title: string; score: string } & Record<CompatibilityFactor, string>;
  'data-testid'?: string;
}

/** The compatibility score with its three factor bars (docs/product/browse-and-profiles.md). */
export function CompatibilityBars({ score, factors, labels, ...dom }: CompatibilityBarsProps) {
  const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
  return (
    <section className={styles.root} aria-label={labels.title} data-testid={dom['data-testid']}>
      <div className={styles.header}>
        <span className={styles.ring} style={{ ['--kd-score' as string]: `${clamp(score)}%` }} aria-hidden="true">
          <span className={styles.ringValue}>{clamp(score)}</span>
        </span>
        <div>
          <h3 className={styles.title}>{labels.title}</h3>
          <p className={styles.score}>{labels.score}</p>
        </div>
      </div>
      <dl className={styles.bars}>
        {compatibilityFactors.map((factor) => (
          <div key={factor} className={styles.row}>
            <dt className={styles.label}>{labels[factor]}</dt>
            <dd className={styles.track}>
              <span
                role="meter"
                aria-label={labels[factor]}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={clamp(factors[factor])}
                className={styles.fill}
                style={{ inlineSize: `${clamp(factors[factor])}%` }}
              />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
CompatibilityBars.displayName = 'CompatibilityBars';
