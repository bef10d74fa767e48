/**
 * @generated SignedSource<<be8c245174678b3f2cf92d81daee8466>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarTrustBadges_car$data = {
  readonly tag: {
    readonly __typename: "CarTag";
  } | null | undefined;
  readonly trustBadges: ReadonlyArray<{
    readonly label: string;
    readonly make: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CarTagBadge_car">;
  readonly " $fragmentType": "CarTrustBadges_car";
};
export type CarTrustBadges_car$key = {
  readonly " $data"?: CarTrustBadges_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarTrustBadges_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarTrustBadges_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CarTag",
      "kind": "LinkedField",
      "name": "tag",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TrustBadge",
      "kind": "LinkedField",
      "name": "trustBadges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "make",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarTagBadge_car"
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "dd58010ba5710f91bafb7a19a010eec9";

export default node;
