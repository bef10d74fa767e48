/**
 * @generated SignedSource<<4d639af1da1e0793d1b4fb3df967d4c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarKeyInformation_car$data = {
  readonly body: string | null | undefined;
  readonly buildDate: string | null | undefined;
  readonly colour: string | null | undefined;
  readonly complianceDate: string | null | undefined;
  readonly doors: number | null | undefined;
  readonly drive: string | null | undefined;
  readonly fuel: string | null | undefined;
  readonly interiorColour: string | null | undefined;
  readonly km: number;
  readonly regPlate: string | null | undefined;
  readonly regoExpiry: string | null | undefined;
  readonly seats: number | null | undefined;
  readonly stockNumber: string;
  readonly transmission: string | null | undefined;
  readonly variant: {
    readonly engineSizeCc: number | null | undefined;
    readonly engineSizeLitres: number | null | undefined;
  };
  readonly vin: string | null | undefined;
  readonly " $fragmentType": "CarKeyInformation_car";
};
export type CarKeyInformation_car$key = {
  readonly " $data"?: CarKeyInformation_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarKeyInformation_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarKeyInformation_car",
  "selections": [
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
      "name": "drive",
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
      "name": "interiorColour",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "seats",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "doors",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CarVariant",
      "kind": "LinkedField",
      "name": "variant",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "engineSizeLitres",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "engineSizeCc",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stockNumber",
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
      "name": "regPlate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "regoExpiry",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buildDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "complianceDate",
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "3d02d292000844ab7458019972febe4f";

export default node;
