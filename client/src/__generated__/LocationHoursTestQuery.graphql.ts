/**
 * @generated SignedSource<<cbbba2383ea721a2c61fff74a89762ee>>
 * @relayHash 8b7c6e7db7fb194cc8e2391e503cb98b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b7dbc49b8817856b82541c97b154ae0d2e25e63331c8321595855ba11fb4d0e5

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LocationHoursTestQuery$variables = Record<PropertyKey, never>;
export type LocationHoursTestQuery$data = {
  readonly site: {
    readonly locationBySlug: {
      readonly " $fragmentSpreads": FragmentRefs<"LocationHours_location">;
    } | null | undefined;
  };
};
export type LocationHoursTestQuery = {
  response: LocationHoursTestQuery$data;
  variables: LocationHoursTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "toowoomba"
  }
],
v1 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = [
  "PARTS",
  "SALES",
  "SERVICE"
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LocationHoursTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "locationBySlug",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LocationHours_location"
              }
            ],
            "storageKey": "locationBySlug(slug:\"toowoomba\")"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LocationHoursTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "locationBySlug",
            "plural": false,
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
                "args": null,
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
                "args": null,
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
            "storageKey": "locationBySlug(slug:\"toowoomba\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b7dbc49b8817856b82541c97b154ae0d2e25e63331c8321595855ba11fb4d0e5",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.locationBySlug": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Location"
        },
        "site.locationBySlug.closedNote": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClosedDayNote"
        },
        "site.locationBySlug.closedNote.href": (v1/*:: as any*/),
        "site.locationBySlug.closedNote.text": (v2/*:: as any*/),
        "site.locationBySlug.departments": {
          "enumValues": (v3/*:: as any*/),
          "nullable": false,
          "plural": true,
          "type": "LocationType"
        },
        "site.locationBySlug.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "site.locationBySlug.locationType": {
          "enumValues": (v3/*:: as any*/),
          "nullable": false,
          "plural": false,
          "type": "LocationType"
        },
        "site.locationBySlug.name": (v2/*:: as any*/),
        "site.locationBySlug.shownDepartment": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "OpeningHours"
        },
        "site.locationBySlug.shownDepartment.closesAt": (v1/*:: as any*/),
        "site.locationBySlug.shownDepartment.open": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "site.locationBySlug.shownDepartment.opensAt": (v1/*:: as any*/),
        "site.locationBySlug.shownDepartment.weekday": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "LocationHoursTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "361934ec785bf78e6165804895708336";

export default node;
