/**
 * @generated SignedSource<<b85c57b0150d6a803274cd352495702a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PrintKeySpecs_car$data = {
  readonly body: string | null | undefined;
  readonly colour: string | null | undefined;
  readonly doors: number | null | undefined;
  readonly drive: string | null | undefined;
  readonly fuel: string | null | undefined;
  readonly km: number;
  readonly regPlate: string | null | undefined;
  readonly seats: number | null | undefined;
  readonly stockNumber: string;
  readonly transmission: string | null | undefined;
  readonly variant: {
    readonly engineSizeCc: number | null | undefined;
    readonly engineSizeLitres: number | null | undefined;
  };
  readonly vin: string | null | undefined;
  readonly " $fragmentType": "PrintKeySpecs_car";
};
export type PrintKeySpecs_car$key = {
  readonly " $data"?: PrintKeySpecs_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrintKeySpecs_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrintKeySpecs_car",
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
      "name": "colour",
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
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "1cd0014a3b8423a9a4ea77c37f395c68";

export default node;
