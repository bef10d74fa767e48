/**
 * @generated SignedSource<<5652eed99bc7c7b747eec83c81e399ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarCard_car$data = {
  readonly body: string | null | undefined;
  readonly city: string;
  readonly fuel: string | null | undefined;
  readonly km: number;
  readonly name: string;
  readonly path: string;
  readonly priceDisplay: {
    readonly amount: number | null | undefined;
    readonly text: string;
  };
  readonly primaryImage: {
    readonly alt: string;
    readonly height: number;
    readonly src: string;
    readonly srcSet: string | null | undefined;
    readonly width: number;
  } | null | undefined;
  readonly reservePath: string | null | undefined;
  readonly state: string;
  readonly transmission: string | null | undefined;
  readonly year: number;
  readonly " $fragmentSpreads": FragmentRefs<"CarPrice_car" | "CarSaveToggles_car" | "CarTagBadge_car" | "FinanceEstimateLine_car" | "WatchlistButton_car">;
  readonly " $fragmentType": "CarCard_car";
};
export type CarCard_car$key = {
  readonly " $data"?: CarCard_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarCard_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarCard_car",
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
      "name": "path",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "year",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "km",
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
      "name": "fuel",
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
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reservePath",
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
          "alias": "src",
          "args": [
            {
              "kind": "Literal",
              "name": "width",
              "value": 640
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:640)"
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "srcSet",
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
      "alias": null,
      "args": null,
      "concreteType": "PriceDisplay",
      "kind": "LinkedField",
      "name": "priceDisplay",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
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
      "name": "CarTagBadge_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarSaveToggles_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WatchlistButton_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FinanceEstimateLine_car"
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "50921a8c38295630f9f8081737cf83ca";

export default node;
