/**
 * @generated SignedSource<<e5927a761a3a5a0a781421b7eeab6491>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type LocationType = "PARTS" | "SALES" | "SERVICE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type LocationHours_location$data = {
  readonly closedNote: {
    readonly href: string | null | undefined;
    readonly text: string;
  } | null | undefined;
  readonly departments: ReadonlyArray<LocationType>;
  readonly id: string;
  readonly locationType: LocationType;
  readonly name: string;
  readonly shownDepartment: ReadonlyArray<{
    readonly closesAt: string | null | undefined;
    readonly open: boolean;
    readonly opensAt: string | null | undefined;
    readonly weekday: number;
  }>;
  readonly " $fragmentType": "LocationHours_location";
};
export type LocationHours_location$key = {
  readonly " $data"?: LocationHours_location$data;
  readonly " $fragmentSpreads": FragmentRefs<"LocationHours_location">;
};

import LocationHoursRefetchQuery_graphql from './LocationHoursRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "department",
    "variableName": "department"
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "department"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": LocationHoursRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "LocationHours_location",
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
      "name": "locationType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "departments",
      "storageKey": null
    },
    {
      "alias": "shownDepartment",
      "args": (v0/*:: as any*/),
      "concreteType": "OpeningHours",
      "kind": "LinkedField",
      "name": "departmentHours",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weekday",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "ClosedDayNote",
      "kind": "LinkedField",
      "name": "closedNote",
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
          "name": "href",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Location",
  "abstractKey": null
};
})();

(node as any).hash = "67ac149b5d318d2e205c4d620ca5d1ad";

export default node;
