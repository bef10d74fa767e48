/**
 * @generated SignedSource<<90a9d093679d59ad4195a4ab8269a95a>>
 * @relayHash c6ec19828299021ba763fc9d8bc036b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c5f20812a8ca918f7cd1a8028ec3228f0d4cab6a2fb6a9b59d534100a2337a17

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SpinViewerTestQuery$variables = Record<PropertyKey, never>;
export type SpinViewerTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"SpinViewer_car">;
  } | null | undefined;
};
export type SpinViewerTestQuery = {
  response: SpinViewerTestQuery$data;
  variables: SpinViewerTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "2022-ford-ranger-xlt"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
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
    "name": "SpinViewerTestQuery",
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
            "name": "SpinViewer_car"
          }
        ],
        "storageKey": "car(slug:\"2022-ford-ranger-xlt\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SpinViewerTestQuery",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CarImage",
            "kind": "LinkedField",
            "name": "spinFrames",
            "plural": true,
            "selections": [
              {
                "alias": "src",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "width",
                    "value": 960
                  }
                ],
                "kind": "ScalarField",
                "name": "url",
                "storageKey": "url(width:960)"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "srcSet",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Hotspot",
            "kind": "LinkedField",
            "name": "hotspots",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HotspotPosition",
                "kind": "LinkedField",
                "name": "positions",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "activeAngle",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "posX",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "posY",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": "car(slug:\"2022-ford-ranger-xlt\")"
      }
    ]
  },
  "params": {
    "id": "c5f20812a8ca918f7cd1a8028ec3228f0d4cab6a2fb6a9b59d534100a2337a17",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.hotspots": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Hotspot"
        },
        "car.hotspots.description": (v2/*:: as any*/),
        "car.hotspots.id": (v2/*:: as any*/),
        "car.hotspots.positions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "HotspotPosition"
        },
        "car.hotspots.positions.activeAngle": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "car.hotspots.positions.posX": (v3/*:: as any*/),
        "car.hotspots.positions.posY": (v3/*:: as any*/),
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "car.name": (v2/*:: as any*/),
        "car.spinFrames": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CarImage"
        },
        "car.spinFrames.src": (v2/*:: as any*/),
        "car.spinFrames.srcSet": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "SpinViewerTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8d8077bdeeb514ed2fba4b861f71f74b";

export default node;
