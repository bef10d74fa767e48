/**
 * @generated SignedSource<<f05b6e59d66b49efc9d3127368eb7806>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BrandGridKind = "CAR" | "CARAVAN" | "GROUP" | "MOTORCYCLE" | "TRUCK" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BrandGrid_grid$data = {
  readonly brands: ReadonlyArray<{
    readonly href: string;
    readonly logoUrl: string;
    readonly slug: string;
    readonly title: string;
  }>;
  readonly kind: BrandGridKind;
  readonly title: string;
  readonly " $fragmentType": "BrandGrid_grid";
};
export type BrandGrid_grid$key = {
  readonly " $data"?: BrandGrid_grid$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrandGrid_grid">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrandGrid_grid",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Brand",
      "kind": "LinkedField",
      "name": "brands",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "logoUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "href",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BrandGrid",
  "abstractKey": null
};
})();

(node as any).hash = "353a6943f35d78c22800ce239d0a4b95";

export default node;
