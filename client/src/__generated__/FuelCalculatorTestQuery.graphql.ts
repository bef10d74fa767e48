/**
 * @generated SignedSource<<f6928ecae102957e3c65ad9471db4dcc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FuelCalculatorTestQuery$variables = Record<PropertyKey, never>;
export type FuelCalculatorTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"CarCalculators_car">;
  } | null | undefined;
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"CarCalculators_site">;
  };
};
export type FuelCalculatorTestQuery = {
  response: FuelCalculatorTestQuery$data;
  variables: FuelCalculatorTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "any"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FuelCalculatorTestQuery",
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
            "name": "CarCalculators_car"
          }
        ],
        "storageKey": "car(slug:\"any\")"
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
            "name": "CarCalculators_site"
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
    "name": "FuelCalculatorTestQuery",
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
            "name": "fuel",
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
                "name": "fuelConsumptionCombined",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
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
        "storageKey": "car(slug:\"any\")"
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
            "concreteType": "SiteFeatures",
            "kind": "LinkedField",
            "name": "features",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fuelCalculator",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deliveryAvailable",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "02c7d9233b2afae46b646f0d45837b7a",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.fuel": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "car.slug": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "car.variant": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CarVariant"
        },
        "car.variant.fuelConsumptionCombined": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Float"
        },
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.deliveryAvailable": (v1/*:: as any*/),
        "site.features": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteFeatures"
        },
        "site.features.fuelCalculator": (v1/*:: as any*/)
      }
    },
    "name": "FuelCalculatorTestQuery",
    "operationKind": "query",
    "text": "query FuelCalculatorTestQuery {\n  car(slug: \"any\") {\n    ...CarCalculators_car\n    id\n  }\n  site {\n    ...CarCalculators_site\n  }\n}\n\nfragment CarCalculators_car on Car {\n  ...FuelCalculator_car\n  ...DeliveryCalculator_car\n}\n\nfragment CarCalculators_site on Site {\n  features {\n    fuelCalculator\n  }\n  deliveryAvailable\n}\n\nfragment DeliveryCalculator_car on Car {\n  slug\n}\n\nfragment FuelCalculator_car on Car {\n  fuel\n  variant {\n    fuelConsumptionCombined\n  }\n}\n"
  }
};
})();

(node as any).hash = "93623694ce799254b26b5a3f16a43068";

export default node;
