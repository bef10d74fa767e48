/**
 * @generated SignedSource<<c069fe755de49f2f4f4b2215908d1c0b>>
 * @relayHash d1154a230a576db706d9f9aa8535727d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dda590fad4a30603d22f1fac9574609eb4246d7b2217bc117ebe0309fc0963bb

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
  "name": "srcSet",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "CarImage"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v8 = {
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
            "concreteType": "CarImage",
            "kind": "LinkedField",
            "name": "spinFrames",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
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
              (v1/*:: as any*/)
            ],
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
              (v1/*:: as any*/),
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
              (v2/*:: as any*/),
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
          (v2/*:: as any*/)
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
    "id": "dda590fad4a30603d22f1fac9574609eb4246d7b2217bc117ebe0309fc0963bb",
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
        "car.hotspots.description": (v3/*:: as any*/),
        "car.hotspots.id": (v3/*:: as any*/),
        "car.hotspots.positions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "HotspotPosition"
        },
        "car.hotspots.positions.activeAngle": (v4/*:: as any*/),
        "car.hotspots.positions.posX": (v5/*:: as any*/),
        "car.hotspots.positions.posY": (v5/*:: as any*/),
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "car.images": (v6/*:: as any*/),
        "car.images.alt": (v3/*:: as any*/),
        "car.images.height": (v4/*:: as any*/),
        "car.images.src": (v3/*:: as any*/),
        "car.images.srcSet": (v7/*:: as any*/),
        "car.images.thumbUrl": (v3/*:: as any*/),
        "car.images.width": (v4/*:: as any*/),
        "car.name": (v3/*:: as any*/),
        "car.spinFrames": (v6/*:: as any*/),
        "car.spinFrames.__typename": (v3/*:: as any*/),
        "car.spinFrames.src": (v3/*:: as any*/),
        "car.spinFrames.srcSet": (v7/*:: as any*/),
        "car.spinInteriorUrl": (v7/*:: as any*/),
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
        "car.video.embed": (v8/*:: as any*/),
        "car.video.url": (v3/*:: as any*/),
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
        "site.vehiclePage.spinAutoRotate": (v8/*:: as any*/)
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
