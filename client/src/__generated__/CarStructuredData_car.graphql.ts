/**
 * @generated SignedSource<<61adf3ab257fed21a2af11f10644fbd9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CarStatus = "COMING_SOON" | "IN_STOCK" | "SOLD" | "%future added value";
export type CarType = "DEMO" | "NEW" | "USED" | "%future added value";
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
  readonly km: number;
  readonly make: string;
  readonly model: string;
  readonly name: string;
  readonly path: string;
  readonly price: number;
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

(node as any).hash = "49ae299682adee1163fcdfff0375fc9c";

export default node;
