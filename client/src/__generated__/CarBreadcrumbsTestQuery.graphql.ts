/**
 * @generated SignedSource<<9e9d9a029b7090c6fc387189dcc04f34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "f021f981321737e2c24dee8691f5fdb6",
    "id": null,
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
    "text": "query CarBreadcrumbsTestQuery {\n  car(slug: \"2021-toyota-hilux-sr5\") {\n    ...CarBreadcrumbs_car\n    id\n  }\n}\n\nfragment BreadcrumbTrail_crumbs on Breadcrumb {\n  label\n  path\n}\n\nfragment CarBreadcrumbs_car on Car {\n  breadcrumbs {\n    ...BreadcrumbTrail_crumbs\n  }\n}\n"
  }
};
})();

(node as any).hash = "9d156f170ffb9ff0546dcf5a9adf0222";

export default node;
