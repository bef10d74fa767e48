/**
 * @generated SignedSource<<872f64badd23fcee617fff61769d8dfc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type usePromotionSchedule_promotions$data = ReadonlyArray<{
  readonly activeNow: boolean;
  readonly expiresAt: string | null | undefined;
  readonly internalID: string;
  readonly position: number | null | undefined;
  readonly startsAt: string | null | undefined;
  readonly " $fragmentType": "usePromotionSchedule_promotions";
}>;
export type usePromotionSchedule_promotions$key = ReadonlyArray<{
  readonly " $data"?: usePromotionSchedule_promotions$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePromotionSchedule_promotions">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "usePromotionSchedule_promotions",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internalID",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activeNow",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    }
  ],
  "type": "Promotion",
  "abstractKey": null
};

(node as any).hash = "8c859a1bf3b8be91a7453e5618e5c15e";

export default node;
