import type { Config } from '../../config.ts'
import type { Db } from '../client.ts'

export async function seedDemoData(_db: Db, _config: Config): Promise<void> {}
