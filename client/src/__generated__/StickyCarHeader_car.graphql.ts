/**
 * @generated SignedSource<<fa4ede96cfb234367f0590b8c5cee72a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StickyCarHeader_car$data = {
  readonly body: string | null | undefined;
  readonly internalId: string;
  readonly name: string;
  readonly primaryImage: {
    readonly alt: string;
    readonly height: number;
    readonly thumbUrl: string;
    readonly width: number;
  } | null | undefined;
  readonly transmission: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CarPrice_car" | "FinanceEstimateLine_car" | "GetFinanceLink_car">;
  readonly " $fragmentType": "StickyCarHeader_car";
};
export type StickyCarHeader_car$key = {
  readonly " $data"?: StickyCarHeader_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"StickyCarHeader_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StickyCarHeader_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "transmission",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internalId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CarImage",
      "kind": "LinkedField",
      "name": "primaryImage",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thumbUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarPrice_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FinanceEstimateLine_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GetFinanceLink_car"
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "4b34eeb1ec52ac6428bfff3ea5dbf6ef";

export default node;
