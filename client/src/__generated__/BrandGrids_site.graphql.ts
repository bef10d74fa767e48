/**
 * @generated SignedSource<<9585a377581199da1c3e03efd4f13d44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BrandGridKind = "CAR" | "CARAVAN" | "GROUP" | "MOTORCYCLE" | "TRUCK" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BrandGrids_site$data = {
  readonly brandGrids: ReadonlyArray<{
    readonly kind: BrandGridKind;
    readonly " $fragmentSpreads": FragmentRefs<"BrandGrid_grid">;
  }>;
  readonly " $fragmentType": "BrandGrids_site";
};
export type BrandGrids_site$key = {
  readonly " $data"?: BrandGrids_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrandGrids_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrandGrids_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BrandGrid",
      "kind": "LinkedField",
      "name": "brandGrids",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "BrandGrid_grid"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "c51ebe3a425bafb285ee4f8911e82099";

export default node;
