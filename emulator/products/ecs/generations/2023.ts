// ecs@2023: the ECS console of late 2023 to 2024 (emulator/console-facts/ecs.md, "ecs@2023").
import type { Generation } from '../../../console/kinds/generation';

export const ecs2023: Generation = {
  id: 'ecs@2023',
  product: 'ecs',
  period: '2023-11 … 2024-08',
  sources: [
    { url: 'https://www.alibabacloud.com/help/en/ecs/user-guide/stop-an-instance', date: '2023-11-23' },
    { url: 'https://www.alibabacloud.com/help/en/ecs/user-guide/stop-an-instance', date: '2024-08-29' },
  ],
  note: 'The stop dialog is confirmed with OK instead of Confirm, and its economical mode reads "Formerly Known as No Fees for Stopped Instances Mode".',
  labels: {
    'stop.ok': { en: 'OK', zh: '确定' },
    'stop.mode.economical': { en: 'Economical Mode (Formerly Known as No Fees for Stopped Instances Mode)', zh: '节省停机模式（原VPC内实例停机不收费模式）' },
  },
};
