/**
 * @generated SignedSource<<257a0fa130888ab45507b553ce7fbb4c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarSpecifications_car$data = {
  readonly caravanSpecifications: {
    readonly aggregateTrailerMassKg: number | null | undefined;
    readonly axleType: string | null | undefined;
    readonly bodyLengthFeet: number | null | undefined;
    readonly bodyWidthFeet: number | null | undefined;
    readonly sleeps: number | null | undefined;
    readonly tareWeightKg: number | null | undefined;
  } | null | undefined;
  readonly variant: {
    readonly ancapRating: number | null | undefined;
    readonly cylinders: number | null | undefined;
    readonly engineSizeCc: number | null | undefined;
    readonly engineSizeLitres: number | null | undefined;
    readonly fuelCapacity: number | null | undefined;
    readonly fuelConsumptionCombined: number | null | undefined;
    readonly gearType: string | null | undefined;
    readonly grossVehicleMass: number | null | undefined;
    readonly heightMm: number | null | undefined;
    readonly induction: string | null | undefined;
    readonly lengthMm: number | null | undefined;
    readonly torqueNm: number | null | undefined;
    readonly towingCapacityBraked: number | null | undefined;
    readonly widthMm: number | null | undefined;
  };
  readonly " $fragmentType": "CarSpecifications_car";
};
export type CarSpecifications_car$key = {
  readonly " $data"?: CarSpecifications_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarSpecifications_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarSpecifications_car",
  "selections": [
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cylinders",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "induction",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gearType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fuelConsumptionCombined",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fuelCapacity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "torqueNm",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "towingCapacityBraked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "grossVehicleMass",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lengthMm",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "widthMm",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "heightMm",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ancapRating",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CaravanSpecifications",
      "kind": "LinkedField",
      "name": "caravanSpecifications",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bodyLengthFeet",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bodyWidthFeet",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tareWeightKg",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "aggregateTrailerMassKg",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "axleType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sleeps",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "ddd610f43972cce3d672e4af50a29350";

export default node;
