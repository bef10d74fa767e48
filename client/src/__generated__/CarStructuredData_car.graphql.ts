/**
 * @generated SignedSource<<203045ada3759552ab0187f0dd16dd3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CarStatus = "COMING_SOON" | "IN_STOCK" | "SOLD" | "%future added value";
export type CarType = "DEMO" | "NEW" | "USED" | "%future added value";
export type ItemType = "CAR" | "CARAVAN" | "MOTORCYCLE" | "TRUCK" | "%future added value";
export type PriceDisplayKind = "NO_PRICE" | "OFFER" | "PREORDER" | "PRICE" | "REDUCED" | "SUBSCRIPTION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CarStructuredData_car$data = {
  readonly body: string | null | undefined;
  readonly breadcrumbs: ReadonlyArray<{
    readonly label: string;
    readonly path: string;
  }>;
  readonly carType: CarType;
  readonly colour: string | null | undefined;
  readonly fuel: string | null | undefined;
  readonly images: ReadonlyArray<{
    readonly url: string;
  }>;
  readonly itemType: ItemType;
  readonly km: number;
  readonly make: string;
  readonly model: string;
  readonly name: string;
  readonly path: string;
  readonly price: number;
  readonly priceDisplay: {
    readonly amount: number | null | undefined;
    readonly kind: PriceDisplayKind;
  };
  readonly status: CarStatus;
  readonly transmission: string | null | undefined;
  readonly vin: string | null | undefined;
  readonly year: number;
  readonly " $fragmentType": "CarStructuredData_car";
};
export type CarStructuredData_car$key = {
  readonly " $data"?: CarStructuredData_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarStructuredData_car">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarStructuredData_car",
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
      "name": "make",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "model",
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
      "name": "vin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "colour",
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
      "name": "fuel",
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
      "name": "carType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "price",
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
          "name": "kind",
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
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "CarImage",
      "kind": "LinkedField",
      "name": "images",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Breadcrumb",
      "kind": "LinkedField",
      "name": "breadcrumbs",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};
})();

(node as any).hash = "117f17f6069cd94567d9d65b0e65b70e";

export default node;
