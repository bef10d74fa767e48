/**
 * @generated SignedSource<<95ad388f2f0250e0985e37024afcdd9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type LocationType = "PARTS" | "SALES" | "SERVICE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type HolidayHours_location$data = {
  readonly departments: ReadonlyArray<LocationType>;
  readonly parts: ReadonlyArray<{
    readonly closesAt: string | null | undefined;
    readonly date: string;
    readonly department: LocationType | null | undefined;
    readonly label: string | null | undefined;
    readonly open: boolean;
    readonly opensAt: string | null | undefined;
  }>;
  readonly sales: ReadonlyArray<{
    readonly closesAt: string | null | undefined;
    readonly date: string;
    readonly department: LocationType | null | undefined;
    readonly label: string | null | undefined;
    readonly open: boolean;
    readonly opensAt: string | null | undefined;
  }>;
  readonly service: ReadonlyArray<{
    readonly closesAt: string | null | undefined;
    readonly date: string;
    readonly department: LocationType | null | undefined;
    readonly label: string | null | undefined;
    readonly open: boolean;
    readonly opensAt: string | null | undefined;
  }>;
  readonly " $fragmentType": "HolidayHours_location";
};
export type HolidayHours_location$key = {
  readonly " $data"?: HolidayHours_location$data;
  readonly " $fragmentSpreads": FragmentRefs<"HolidayHours_location">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "date",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "open",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "opensAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "closesAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "department",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HolidayHours_location",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "departments",
      "storageKey": null
    },
    {
      "alias": "sales",
      "args": [
        {
          "kind": "Literal",
          "name": "department",
          "value": "SALES"
        }
      ],
      "concreteType": "SpecialHours",
      "kind": "LinkedField",
      "name": "specialHours",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "specialHours(department:\"SALES\")"
    },
    {
      "alias": "service",
      "args": [
        {
          "kind": "Literal",
          "name": "department",
          "value": "SERVICE"
        }
      ],
      "concreteType": "SpecialHours",
      "kind": "LinkedField",
      "name": "specialHours",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "specialHours(department:\"SERVICE\")"
    },
    {
      "alias": "parts",
      "args": [
        {
          "kind": "Literal",
          "name": "department",
          "value": "PARTS"
        }
      ],
      "concreteType": "SpecialHours",
      "kind": "LinkedField",
      "name": "specialHours",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "specialHours(department:\"PARTS\")"
    }
  ],
  "type": "Location",
  "abstractKey": null
};
})();

(node as any).hash = "c952af70a43ca6086ff7363a9cd160f0";

export default node;
