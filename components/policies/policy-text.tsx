import { policyBlocks } from '@/lib/policies/variants';
import styles from './policies.module.css';

/** A policy body as paragraphs and lists (lib/policies/variants.ts `policyBlocks`). */
export function PolicyText({ body }: { body: string }) {
  return (
    <>
      {policyBlocks(body).map((block, i) =>
        block.kind === 'list' ? (
          <ul key={i} className={styles.list}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i} className={styles.paragraph}>
            {block.text}
          </p>
        ),
      )}
    </>
  );
}
