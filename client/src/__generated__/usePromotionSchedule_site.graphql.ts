/**
 * @generated SignedSource<<737472b656a47abb6a40f377c896f68a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type usePromotionSchedule_site$data = {
  readonly promotionSettings: {
    readonly timeZone: string;
  };
  readonly slug: string;
  readonly " $fragmentType": "usePromotionSchedule_site";
};
export type usePromotionSchedule_site$key = {
  readonly " $data"?: usePromotionSchedule_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePromotionSchedule_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "usePromotionSchedule_site",
  "selections": [
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
      "concreteType": "PromotionSettings",
      "kind": "LinkedField",
      "name": "promotionSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeZone",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "e3198d0c8d142d3d1bd89b0fa05e550e";

export default node;
