/**
 * The variants dipkit ships (Standard, Colonial, Rokugan…), which a designer's variant may
 * start from by id, from any folder: `variant mine extends "standard"`. The command line
 * says where they are (cli/commands/shipped-variants.ts); the compiler only asks for a
 * file by id. A shipped variant reads its own files (the bases it extends) inside the
 * shipped folder, as any variant reads inside its root.
 */
export interface ShippedVariants {
  /** The folder the shipped variants and everything they read are in. */
  readonly root: string;
  /** The file of the shipped variant `id`, or null when none has that id. */
  file(id: string): string | null;
  /** Every shipped variant's id, for a message naming them. */
  ids(): readonly string[];
}
