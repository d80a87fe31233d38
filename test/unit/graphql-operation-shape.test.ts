import { expect } from "chai";
import { Kind, parse, type OperationDefinitionNode } from "graphql";
import { measureOperation } from "../../server/graphql/limits/operation-shape";

function shapeOf(source: string) {
  const document = parse(source);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  return measureOperation(document, operation);
}

describe("GraphQL operation shape (depth and alias limits)", () => {
  it("measures depth through fields, inline fragments and fragment spreads", () => {
    expect(shapeOf(`{ a }`).depth).to.equal(1);
    expect(shapeOf(`{ a { b { c } } d }`).depth).to.equal(3);
    expect(shapeOf(`{ a { ... on T { b { ...F } } } } fragment F on U { c { d } }`).depth).to.equal(4);
  });

  it("keeps introspection apart from the operation's own depth, but still measures it", () => {
    const shape = shapeOf(`{ product { id } __schema { types { fields { type { ofType { name } } } } } }`);
    expect(shape).to.deep.equal({ depth: 2, introspectionDepth: 6, aliases: 0, introspects: true });
    expect(shapeOf(`{ product { __typename } }`).introspects).to.equal(false);
  });

  it("counts aliases once per fragment spread", () => {
    expect(shapeOf(`{ x: a y: a ...F ...F } fragment F on Q { z: a }`).aliases).to.equal(4);
  });

  it("measures a fragment bomb in linear time instead of expanding it", () => {
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on Q { ...F${i + 1} ...F${i + 1} }`).join("\n");
    const started = performance.now();
    const shape = shapeOf(`{ ...F0 } ${fragments} fragment F${levels} on Q { x: a }`);
    expect(shape.aliases).to.equal(2 ** levels);
    expect(performance.now() - started).to.be.below(200);
  });
});
