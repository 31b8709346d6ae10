// Compares the Prisma data model (schema.prisma, via the generated DMMF) with a migrated database:
// every model has its table, every scalar field its column with a matching type and nullability,
// every enum its values, and the database has nothing the model lacks.
import pg from "pg";

type Field = { name: string; kind: string; type: string; isRequired: boolean; isList: boolean; dbName?: string | null; nativeType?: [string, string[]] | null };
type Model = { name: string; dbName: string | null; fields: Field[] };
type Enum = { name: string; dbName: string | null; values: { name: string; dbName: string | null }[] };
export type Datamodel = { models: Model[]; enums: Enum[] };

const PRISMA_TO_PG: Record<string, string[]> = {
  String: ["text", "character varying", "character", "uuid"],
  Int: ["integer"],
  BigInt: ["bigint"],
  Float: ["double precision"],
  Decimal: ["numeric"],
  Boolean: ["boolean"],
  DateTime: ["timestamp with time zone", "timestamp without time zone", "date"],
  Json: ["jsonb", "json"],
  Bytes: ["bytea"],
};

export async function findSchemaDrift(connectionString: string, datamodel: Datamodel): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ table_name: string; column_name: string; data_type: string; udt_name: string; is_nullable: string }>(
      `SELECT table_name, column_name, data_type, udt_name, is_nullable FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
    );
    const { rows: enumRows } = await client.query<{ typname: string; enumlabel: string }>(
      `SELECT t.typname, e.enumlabel FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
       JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' ORDER BY t.typname, e.enumsortorder`,
    );
    const problems: string[] = [];
    const tables = new Map<string, Map<string, (typeof columns)[number]>>();
    for (const c of columns) {
      if (!tables.has(c.table_name)) tables.set(c.table_name, new Map());
      tables.get(c.table_name)!.set(c.column_name, c);
    }
    const enumsInDb = new Map<string, string[]>();
    for (const e of enumRows) enumsInDb.set(e.typname, [...(enumsInDb.get(e.typname) ?? []), e.enumlabel]);

    for (const model of datamodel.models) {
      const table = model.dbName ?? model.name;
      const dbColumns = tables.get(table);
      if (!dbColumns) {
        problems.push(`table "${table}" (model ${model.name}) is missing`);
        continue;
      }
      const expected = new Set<string>();
      for (const field of model.fields) {
        if (field.kind === "object") continue;
        const column = field.dbName ?? field.name;
        expected.add(column);
        const actual = dbColumns.get(column);
        if (!actual) {
          problems.push(`column "${table}"."${column}" is missing`);
          continue;
        }
        if (field.isList) {
          if (actual.data_type !== "ARRAY") problems.push(`column "${table}"."${column}" should be an array`);
        } else if (field.kind === "enum") {
          const enumDef = datamodel.enums.find((e) => e.name === field.type);
          const typeName = enumDef?.dbName ?? field.type;
          if (actual.udt_name !== typeName) problems.push(`column "${table}"."${column}" should have type ${typeName}, has ${actual.udt_name}`);
        } else if (!(PRISMA_TO_PG[field.type] ?? []).includes(actual.data_type)) {
          problems.push(`column "${table}"."${column}" is ${actual.data_type}, the model says ${field.type}`);
        }
        const nullable = actual.is_nullable === "YES";
        // Prisma lists are never null in the client; the column may stay nullable, as Prisma's own SQL does.
        if (!field.isList && nullable === field.isRequired) {
          problems.push(`column "${table}"."${column}" is ${nullable ? "nullable" : "NOT NULL"}, the model says ${field.isRequired ? "required" : "optional"}`);
        }
      }
      for (const column of dbColumns.keys()) {
        if (!expected.has(column)) problems.push(`column "${table}"."${column}" is not in the model`);
      }
      tables.delete(table);
    }
    for (const table of tables.keys()) problems.push(`table "${table}" is not in the model`);

    for (const enumDef of datamodel.enums) {
      const name = enumDef.dbName ?? enumDef.name;
      const values = enumDef.values.map((v) => v.dbName ?? v.name);
      const inDb = enumsInDb.get(name);
      if (!inDb) problems.push(`enum ${name} is missing`);
      else if (inDb.join(",") !== values.join(",")) problems.push(`enum ${name} has (${inDb.join(", ")}), the model says (${values.join(", ")})`);
      enumsInDb.delete(name);
    }
    for (const name of enumsInDb.keys()) problems.push(`enum ${name} is not in the model`);
    return problems;
  } finally {
    await client.end();
  }
}
