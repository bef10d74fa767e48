/**
 * @generated SignedSource<<dab8156151b91151633a4dd62de9dd1d>>
 * @relayHash 0508792620e7c196eecb3b098a40a220
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 91a9fbde45acb47fd02e3727a42ff0123a80a76cc059ce2ee482f057e94638e2

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarMediaTestQuery$variables = Record<PropertyKey, never>;
export type CarMediaTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"CarMedia_car">;
  } | null | undefined;
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"CarMedia_site">;
  };
};
export type CarMediaTestQuery = {
  response: CarMediaTestQuery$data;
  variables: CarMediaTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "2020-mazda-cx-5-maxx"
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
  "type": "Int"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v6 = {
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
    "name": "CarMediaTestQuery",
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
            "name": "CarMedia_car"
          }
        ],
        "storageKey": "car(slug:\"2020-mazda-cx-5-maxx\")"
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
            "name": "CarMedia_site"
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
    "name": "CarMediaTestQuery",
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
            "kind": "ScalarField",
            "name": "spinImages",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "spinInteriorUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CarImage",
            "kind": "LinkedField",
            "name": "images",
            "plural": true,
            "selections": [
              {
                "alias": "src",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "width",
                    "value": 1280
                  }
                ],
                "kind": "ScalarField",
                "name": "url",
                "storageKey": "url(width:1280)"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "srcSet",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "thumbUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "width",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "height",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "alt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CarVideo",
            "kind": "LinkedField",
            "name": "video",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "embed",
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
        "storageKey": "car(slug:\"2020-mazda-cx-5-maxx\")"
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
            "concreteType": "VehiclePageSettings",
            "kind": "LinkedField",
            "name": "vehiclePage",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mediaFirstView",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "spinAutoRotate",
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
    "id": "91a9fbde45acb47fd02e3727a42ff0123a80a76cc059ce2ee482f057e94638e2",
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
        "car.hotspots.positions.activeAngle": (v3/*:: as any*/),
        "car.hotspots.positions.posX": (v4/*:: as any*/),
        "car.hotspots.positions.posY": (v4/*:: as any*/),
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "car.images": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CarImage"
        },
        "car.images.alt": (v2/*:: as any*/),
        "car.images.height": (v3/*:: as any*/),
        "car.images.src": (v2/*:: as any*/),
        "car.images.srcSet": (v5/*:: as any*/),
        "car.images.thumbUrl": (v2/*:: as any*/),
        "car.images.width": (v3/*:: as any*/),
        "car.name": (v2/*:: as any*/),
        "car.spinImages": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "car.spinInteriorUrl": (v5/*:: as any*/),
        "car.status": {
          "enumValues": [
            "COMING_SOON",
            "IN_STOCK",
            "SOLD"
          ],
          "nullable": false,
          "plural": false,
          "type": "CarStatus"
        },
        "car.video": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CarVideo"
        },
        "car.video.embed": (v6/*:: as any*/),
        "car.video.url": (v2/*:: as any*/),
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.vehiclePage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "VehiclePageSettings"
        },
        "site.vehiclePage.mediaFirstView": {
          "enumValues": [
            "IMAGES",
            "SPIN"
          ],
          "nullable": false,
          "plural": false,
          "type": "MediaView"
        },
        "site.vehiclePage.spinAutoRotate": (v6/*:: as any*/)
      }
    },
    "name": "CarMediaTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2002da74071d4ee8185d454435efef54";

export default node;
