/**
 * @generated SignedSource<<bed7f98007ed9b63130bc791dd8698aa>>
 * @relayHash f021f981321737e2c24dee8691f5fdb6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d764d36b288a2f07037e3ae5540f7edfc47b59bc44dcb74c2aee5c12c035cf9f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarBreadcrumbsTestQuery$variables = Record<PropertyKey, never>;
export type CarBreadcrumbsTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"CarBreadcrumbs_car">;
  } | null | undefined;
};
export type CarBreadcrumbsTestQuery = {
  response: CarBreadcrumbsTestQuery$data;
  variables: CarBreadcrumbsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "2021-toyota-hilux-sr5"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CarBreadcrumbsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarBreadcrumbs_car"
          }
        ],
        "storageKey": "car(slug:\"2021-toyota-hilux-sr5\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CarBreadcrumbsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
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
        "storageKey": "car(slug:\"2021-toyota-hilux-sr5\")"
      }
    ]
  },
  "params": {
    "id": "d764d36b288a2f07037e3ae5540f7edfc47b59bc44dcb74c2aee5c12c035cf9f",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.breadcrumbs": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Breadcrumb"
        },
        "car.breadcrumbs.label": (v1/*:: as any*/),
        "car.breadcrumbs.path": (v1/*:: as any*/),
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        }
      }
    },
    "name": "CarBreadcrumbsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9d156f170ffb9ff0546dcf5a9adf0222";

export default node;
