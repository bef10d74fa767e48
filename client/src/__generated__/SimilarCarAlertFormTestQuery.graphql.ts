/**
 * @generated SignedSource<<1666f724052d7f66c4631a8dc325863f>>
 * @relayHash e0b3b8f54fa9225da0a9dc2bae716ad3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 44e1a3fa573e9d3cad8afcac8eaff2cb9ccd068b95bdf9727a7bc37e469f386c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SimilarCarAlertFormTestQuery$variables = Record<PropertyKey, never>;
export type SimilarCarAlertFormTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"SoldPanel_car">;
  } | null | undefined;
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"SoldPanel_site">;
  };
};
export type SimilarCarAlertFormTestQuery = {
  response: SimilarCarAlertFormTestQuery$data;
  variables: SimilarCarAlertFormTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "2019-toyota-hilux-sr5"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SimilarCarAlertFormTestQuery",
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
            "name": "SoldPanel_car"
          }
        ],
        "storageKey": "car(slug:\"2019-toyota-hilux-sr5\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SoldPanel_site"
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
    "name": "SimilarCarAlertFormTestQuery",
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
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "available",
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
            "name": "carType",
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
            "concreteType": "PriceBand",
            "kind": "LinkedField",
            "name": "similarPriceBand",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "min",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "max",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "car(slug:\"2019-toyota-hilux-sr5\")"
      },
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
            "args": null,
            "concreteType": "SiteLabels",
            "kind": "LinkedField",
            "name": "labels",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "vehicleType",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "similarVehiclesMatch",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SearchSettings",
            "kind": "LinkedField",
            "name": "search",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "defaultSort",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "44e1a3fa573e9d3cad8afcac8eaff2cb9ccd068b95bdf9727a7bc37e469f386c",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.available": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "car.body": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "car.carType": {
          "enumValues": [
            "DEMO",
            "NEW",
            "USED"
          ],
          "nullable": false,
          "plural": false,
          "type": "CarType"
        },
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "car.make": (v1/*:: as any*/),
        "car.model": (v1/*:: as any*/),
        "car.similarPriceBand": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PriceBand"
        },
        "car.similarPriceBand.max": (v2/*:: as any*/),
        "car.similarPriceBand.min": (v2/*:: as any*/),
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.labels": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteLabels"
        },
        "site.labels.vehicleType": (v1/*:: as any*/),
        "site.search": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SearchSettings"
        },
        "site.search.defaultSort": {
          "enumValues": [
            "HIGHEST_KM",
            "HIGHEST_PRICE",
            "LATEST",
            "LOWEST_KM",
            "LOWEST_PRICE",
            "MOST_RELEVANT",
            "NEAREST",
            "NEWEST_YEAR",
            "OLDEST_YEAR"
          ],
          "nullable": false,
          "plural": false,
          "type": "CarSort"
        },
        "site.similarVehiclesMatch": {
          "enumValues": [
            "CAR_TYPE_BODY",
            "MAKE_MODEL"
          ],
          "nullable": false,
          "plural": false,
          "type": "SimilarVehiclesMatch"
        }
      }
    },
    "name": "SimilarCarAlertFormTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a00d3e5a9d47404bafc8e481f25908fc";

export default node;
