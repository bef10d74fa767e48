/**
 * @generated SignedSource<<58af559b6bde3d1084c6b6b370a15c24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SalesCounterBanner_site$data = {
  readonly salesCounter: {
    readonly computedAt: string;
    readonly count: number;
    readonly salesPerDay: number;
    readonly secondsPerSale: number;
    readonly title: string;
  } | null | undefined;
  readonly " $fragmentType": "SalesCounterBanner_site";
};
export type SalesCounterBanner_site$key = {
  readonly " $data"?: SalesCounterBanner_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"SalesCounterBanner_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SalesCounterBanner_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SalesCounter",
      "kind": "LinkedField",
      "name": "salesCounter",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "computedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "salesPerDay",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "secondsPerSale",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "f522bd6b567b6f021ea878aba1c6b96a";

export default node;
