import type { Teacher } from 'shared-domain';
// Its own entry: the growth view reads the T-TESS schemas (zod), which the shell's first load must not carry.
import { TtessGrowth } from 'shared-ui/ttess-growth';

/** The intern's growth on T-TESS under the observation log; nothing while no observation is on the T-TESS form. */
export function ObservationGrowth({ record }: { record: Pick<Teacher, 'supervisions'> }) {
  if (!record.supervisions.list.some((o) => o.ttess)) return null;
  return (
    <div>
      <h3>Growth on T-TESS</h3>
      <TtessGrowth observations={record.supervisions.list} />
    </div>
  );
}
