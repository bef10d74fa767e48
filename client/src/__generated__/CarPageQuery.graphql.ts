/**
 * @generated SignedSource<<824a2e65b260073afeba4e35601ba062>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarPageQuery$variables = {
  slug: string;
};
export type CarPageQuery$data = {
  readonly car: {
    readonly body: string | null | undefined;
    readonly fuel: string | null | undefined;
    readonly id: string;
    readonly km: number;
    readonly name: string;
    readonly path: string;
    readonly priceDisplay: {
      readonly text: string;
    };
    readonly transmission: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"CarBreadcrumbs_car" | "CarCalculators_car" | "CarEnquirySection_car" | "CarFeatures_car" | "CarKeyInformation_car" | "CarLocationBar_car" | "CarMedia_car" | "CarSidebar_car" | "CarSpecifications_car" | "CarStructuredData_car" | "CarTrustBadges_car" | "DealerComments_car" | "PriceGauge_car" | "SimilarCarsStrip_car" | "SoldPanel_car" | "StickyCarHeader_car">;
  } | null | undefined;
  readonly site: {
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"CarCalculators_site" | "CarDisclaimers_site" | "CarLocationBar_site" | "CarMedia_site" | "CarSidebar_site" | "DealerComments_site" | "SimilarCarsStrip_site" | "SoldPanel_site" | "StickyCarHeader_site">;
  };
};
export type CarPageQuery = {
  response: CarPageQuery$data;
  variables: CarPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "km",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "transmission",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fuel",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "make",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "colour",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thumbUrl",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alt",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "min",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "max",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "step",
  "storageKey": null
},
v24 = [
  (v21/*:: as any*/),
  (v22/*:: as any*/),
  (v23/*:: as any*/)
],
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "interestRate",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "frequency",
  "storageKey": null
},
v27 = [
  (v21/*:: as any*/),
  (v22/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CarPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarLocationBar_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarMedia_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarSidebar_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DealerComments_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarCalculators_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarDisclaimers_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StickyCarHeader_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SoldPanel_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SimilarCarsStrip_site"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v1/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PriceDisplay",
            "kind": "LinkedField",
            "name": "priceDisplay",
            "plural": false,
            "selections": [
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarStructuredData_car"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarLocationBar_car"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarBreadcrumbs_car"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarMedia_car"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarTrustBadges_car"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarSidebar_car"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarKeyInformation_car"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarSpecifications_car"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarFeatures_car"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DealerComments_car"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PriceGauge_car"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarCalculators_car"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StickyCarHeader_car"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SoldPanel_car"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SimilarCarsStrip_car"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarEnquirySection_car"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CarPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
                "name": "locationBar",
                "storageKey": null
              },
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteContact",
            "kind": "LinkedField",
            "name": "contact",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "phoneReveal",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
                "name": "callButton",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tradeInButton",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reserveButton",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enquiryButton",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dealerCommentsMore",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dealerCommentsLess",
                "storageKey": null
              },
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
            "concreteType": "SiteFeatures",
            "kind": "LinkedField",
            "name": "features",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "finance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tradeIn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "share",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "print",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "printAsPdf",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fuelCalculator",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "similarVehicles",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteTexts",
            "kind": "LinkedField",
            "name": "texts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dealerCommentsPending",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "financeDisclaimer",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "similarVehiclesLazyLoad",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v1/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PriceDisplay",
            "kind": "LinkedField",
            "name": "priceDisplay",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "wasAmount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "priceType",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v10/*:: as any*/),
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
            "name": "year",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "vin",
            "storageKey": null
          },
          (v11/*:: as any*/),
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "price",
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
              (v12/*:: as any*/),
              {
                "alias": "w640",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "width",
                    "value": 640
                  }
                ],
                "kind": "ScalarField",
                "name": "url",
                "storageKey": "url(width:640)"
              },
              {
                "alias": "w1024",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "width",
                    "value": 1024
                  }
                ],
                "kind": "ScalarField",
                "name": "url",
                "storageKey": "url(width:1024)"
              },
              {
                "alias": "w1600",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "width",
                    "value": 1600
                  }
                ],
                "kind": "ScalarField",
                "name": "url",
                "storageKey": "url(width:1600)"
              },
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Breadcrumb",
            "kind": "LinkedField",
            "name": "breadcrumbs",
            "plural": true,
            "selections": [
              (v17/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "location",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Address",
                "kind": "LinkedField",
                "name": "address",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "city",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "state",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "placeUrl",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v3/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dealershipSlug",
                "storageKey": null
              }
            ],
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
            "concreteType": "CarVideo",
            "kind": "LinkedField",
            "name": "video",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
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
              (v3/*:: as any*/),
              (v19/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "concreteType": "CarTag",
            "kind": "LinkedField",
            "name": "tag",
            "plural": false,
            "selections": [
              (v20/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              (v17/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TrustBadge",
            "kind": "LinkedField",
            "name": "trustBadges",
            "plural": true,
            "selections": [
              (v17/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketPriceBadge",
            "kind": "LinkedField",
            "name": "marketPriceBadge",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "averageMarketPrice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "belowAverageBy",
                "storageKey": null
              },
              (v17/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "views",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dealerPhone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canReserve",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "historyReportUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "variant",
                "value": "SIDEBAR"
              }
            ],
            "concreteType": "FinanceCalculator",
            "kind": "LinkedField",
            "name": "financeCalculator",
            "plural": false,
            "selections": [
              (v20/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "NumberBounds",
                "kind": "LinkedField",
                "name": "loan",
                "plural": false,
                "selections": (v24/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TermBounds",
                "kind": "LinkedField",
                "name": "term",
                "plural": false,
                "selections": [
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "options",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "InterestBounds",
                "kind": "LinkedField",
                "name": "interest",
                "plural": false,
                "selections": [
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "locked",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "NumberBounds",
                "kind": "LinkedField",
                "name": "deposit",
                "plural": false,
                "selections": (v24/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "NumberBounds",
                "kind": "LinkedField",
                "name": "residual",
                "plural": false,
                "selections": (v24/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FinanceCalculatorDefaults",
                "kind": "LinkedField",
                "name": "defaults",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "loanAmount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "termYears",
                    "storageKey": null
                  },
                  (v25/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "deposit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "residual",
                    "storageKey": null
                  },
                  (v26/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RepaymentFrequencyOption",
                "kind": "LinkedField",
                "name": "frequencies",
                "plural": true,
                "selections": [
                  (v26/*:: as any*/),
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rounding",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "establishmentFee",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lenderName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "disclaimer",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "disclaimerCollapseAt",
                "storageKey": null
              }
            ],
            "storageKey": "financeCalculator(variant:\"SIDEBAR\")"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FinanceQuote",
            "kind": "LinkedField",
            "name": "financeEstimate",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comparisonRate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RateRange",
                "kind": "LinkedField",
                "name": "comparisonRateRange",
                "plural": false,
                "selections": (v27/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "perWeek",
                "storageKey": null
              },
              (v25/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "drive",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "interiorColour",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seats",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "doors",
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
                "name": "engineSizeLitres",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "engineSizeCc",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cylinders",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "induction",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gearType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fuelConsumptionCombined",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fuelCapacity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "torqueNm",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "towingCapacityBraked",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "grossVehicleMass",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lengthMm",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "widthMm",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "heightMm",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ancapRating",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "stockNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "regPlate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "regoExpiry",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "buildDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "complianceDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CaravanSpecifications",
            "kind": "LinkedField",
            "name": "caravanSpecifications",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bodyLengthFeet",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bodyWidthFeet",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tareWeightKg",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "aggregateTrailerMassKg",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "axleType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sleeps",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "features",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dealerComments",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PriceGauge",
            "kind": "LinkedField",
            "name": "priceGauge",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fill",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "listingPrice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "marketRangeMin",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "marketRangeMax",
                "storageKey": null
              },
              (v19/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dealLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dealText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fillLevel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "confidenceText",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CarImage",
            "kind": "LinkedField",
            "name": "primaryImage",
            "plural": false,
            "selections": [
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/)
            ],
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
            "concreteType": "PriceBand",
            "kind": "LinkedField",
            "name": "similarPriceBand",
            "plural": false,
            "selections": (v27/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e27d78f22256b56b768c7d4c2e791521",
    "id": null,
    "metadata": {},
    "name": "CarPageQuery",
    "operationKind": "query",
    "text": "query CarPageQuery(\n  $slug: String!\n) {\n  site {\n    name\n    ...CarLocationBar_site\n    ...CarMedia_site\n    ...CarSidebar_site\n    ...DealerComments_site\n    ...CarCalculators_site\n    ...CarDisclaimers_site\n    ...StickyCarHeader_site\n    ...SoldPanel_site\n    ...SimilarCarsStrip_site\n  }\n  car(slug: $slug) {\n    id\n    name\n    path\n    km\n    transmission\n    fuel\n    body\n    priceDisplay {\n      text\n    }\n    ...CarStructuredData_car\n    ...CarLocationBar_car\n    ...CarBreadcrumbs_car\n    ...CarMedia_car\n    ...CarTrustBadges_car\n    ...CarSidebar_car\n    ...CarKeyInformation_car\n    ...CarSpecifications_car\n    ...CarFeatures_car\n    ...DealerComments_car\n    ...PriceGauge_car\n    ...CarCalculators_car\n    ...StickyCarHeader_car\n    ...SoldPanel_car\n    ...SimilarCarsStrip_car\n    ...CarEnquirySection_car\n  }\n}\n\nfragment BreadcrumbTrail_crumbs on Breadcrumb {\n  label\n  path\n}\n\nfragment CallDealerButton_car on Car {\n  id\n  dealerPhone\n}\n\nfragment CallDealerButton_site on Site {\n  contact {\n    phoneReveal\n  }\n  labels {\n    callButton\n  }\n}\n\nfragment CarActionButtons_car on Car {\n  id\n  slug\n  internalId\n  canReserve\n  historyReportUrl\n  ...GetFinanceLink_car\n}\n\nfragment CarActionButtons_site on Site {\n  features {\n    finance\n    tradeIn\n  }\n  labels {\n    tradeInButton\n    reserveButton\n    enquiryButton\n  }\n}\n\nfragment CarBreadcrumbs_car on Car {\n  breadcrumbs {\n    ...BreadcrumbTrail_crumbs\n  }\n}\n\nfragment CarCalculators_car on Car {\n  ...FuelCalculator_car\n  ...DeliveryCalculator_car\n}\n\nfragment CarCalculators_site on Site {\n  features {\n    fuelCalculator\n  }\n  deliveryAvailable\n}\n\nfragment CarDisclaimers_site on Site {\n  name\n  texts {\n    financeDisclaimer\n  }\n}\n\nfragment CarEnquirySection_car on Car {\n  internalId\n  name\n  path\n  location {\n    internalId\n    dealershipSlug\n    id\n  }\n}\n\nfragment CarFeatures_car on Car {\n  features\n}\n\nfragment CarGallery_car on Car {\n  name\n  status\n  images {\n    w640: url(width: 640)\n    w1024: url(width: 1024)\n    w1600: url(width: 1600)\n    thumbUrl\n    width\n    height\n    alt\n  }\n  video {\n    url\n    embed\n  }\n}\n\nfragment CarKeyInformation_car on Car {\n  km\n  transmission\n  fuel\n  body\n  drive\n  colour\n  interiorColour\n  seats\n  doors\n  variant {\n    engineSizeLitres\n    engineSizeCc\n  }\n  stockNumber\n  vin\n  regPlate\n  regoExpiry\n  buildDate\n  complianceDate\n}\n\nfragment CarKeySpecs_car on Car {\n  km\n  transmission\n  fuel\n  body\n}\n\nfragment CarLocationBar_car on Car {\n  location {\n    name\n    address {\n      city\n      state\n      placeUrl\n    }\n    id\n  }\n}\n\nfragment CarLocationBar_site on Site {\n  vehiclePage {\n    locationBar\n  }\n}\n\nfragment CarMedia_car on Car {\n  name\n  spinImages\n  spinInteriorUrl\n  ...CarGallery_car\n  ...SpinViewer_car\n}\n\nfragment CarMedia_site on Site {\n  vehiclePage {\n    mediaFirstView\n    spinAutoRotate\n  }\n}\n\nfragment CarPrice_car on Car {\n  priceDisplay {\n    text\n    amount\n    wasAmount\n    priceType\n  }\n}\n\nfragment CarShareAndPrint_car on Car {\n  ...ShareButtons_car\n  ...PrintButton_car\n}\n\nfragment CarShareAndPrint_site on Site {\n  features {\n    share\n    print\n  }\n  ...ShareButtons_site\n  ...PrintButton_site\n}\n\nfragment CarSidebar_car on Car {\n  name\n  ...CarPrice_car\n  ...MarketPriceBadge_car\n  ...CarKeySpecs_car\n  ...CarViewsAndLocation_car\n  ...CallDealerButton_car\n  ...CarActionButtons_car\n  ...CarShareAndPrint_car\n  ...FinanceCalculator_car\n}\n\nfragment CarSidebar_site on Site {\n  ...CallDealerButton_site\n  ...CarActionButtons_site\n  ...CarShareAndPrint_site\n}\n\nfragment CarSpecifications_car on Car {\n  variant {\n    engineSizeLitres\n    engineSizeCc\n    cylinders\n    induction\n    gearType\n    fuelConsumptionCombined\n    fuelCapacity\n    torqueNm\n    towingCapacityBraked\n    grossVehicleMass\n    lengthMm\n    widthMm\n    heightMm\n    ancapRating\n  }\n  caravanSpecifications {\n    bodyLengthFeet\n    bodyWidthFeet\n    tareWeightKg\n    aggregateTrailerMassKg\n    axleType\n    sleeps\n  }\n}\n\nfragment CarStructuredData_car on Car {\n  name\n  make\n  model\n  year\n  km\n  vin\n  colour\n  body\n  fuel\n  transmission\n  carType\n  status\n  price\n  path\n  images {\n    url\n  }\n  breadcrumbs {\n    label\n    path\n  }\n}\n\nfragment CarTagBadge_car on Car {\n  tag {\n    kind\n    label\n    colour\n  }\n}\n\nfragment CarTrustBadges_car on Car {\n  tag {\n    __typename\n  }\n  trustBadges {\n    label\n    make\n  }\n  ...CarTagBadge_car\n}\n\nfragment CarViewsAndLocation_car on Car {\n  views\n  location {\n    name\n    id\n  }\n}\n\nfragment DealerComments_car on Car {\n  dealerComments\n}\n\nfragment DealerComments_site on Site {\n  labels {\n    dealerCommentsMore\n    dealerCommentsLess\n  }\n  texts {\n    dealerCommentsPending\n  }\n}\n\nfragment DeliveryCalculator_car on Car {\n  slug\n}\n\nfragment FinanceCalculator_car on Car {\n  id\n  internalId\n  carType\n  financeCalculator(variant: SIDEBAR) {\n    loan {\n      min\n      max\n      step\n    }\n    term {\n      min\n      max\n      step\n      options\n    }\n    interest {\n      min\n      max\n      step\n      locked\n    }\n    deposit {\n      min\n      max\n      step\n    }\n    residual {\n      min\n      max\n      step\n    }\n    defaults {\n      loanAmount\n      termYears\n      interestRate\n      deposit\n      residual\n      frequency\n    }\n    frequencies {\n      frequency\n      label\n    }\n    rounding\n    establishmentFee\n    lenderName\n    disclaimer\n    disclaimerCollapseAt\n  }\n  financeEstimate {\n    comparisonRate\n    comparisonRateRange {\n      min\n      max\n    }\n  }\n}\n\nfragment FinanceEstimateLine_car on Car {\n  financeEstimate {\n    perWeek\n    interestRate\n    comparisonRate\n  }\n}\n\nfragment FuelCalculator_car on Car {\n  fuel\n  variant {\n    fuelConsumptionCombined\n  }\n}\n\nfragment GetFinanceLink_car on Car {\n  internalId\n  carType\n  price\n  financeCalculator(variant: SIDEBAR) {\n    __typename\n  }\n}\n\nfragment MarketPriceBadge_car on Car {\n  marketPriceBadge {\n    averageMarketPrice\n    belowAverageBy\n    label\n  }\n}\n\nfragment PriceGauge_car on Car {\n  priceGauge {\n    fill\n    listingPrice\n    marketRangeMin\n    marketRangeMax\n    description\n    dealLabel\n    dealText\n    fillLevel\n    confidenceText\n  }\n}\n\nfragment PrintButton_car on Car {\n  id\n  slug\n}\n\nfragment PrintButton_site on Site {\n  features {\n    print\n    printAsPdf\n  }\n}\n\nfragment ShareButtons_car on Car {\n  name\n  path\n}\n\nfragment ShareButtons_site on Site {\n  features {\n    share\n  }\n}\n\nfragment SimilarCarsStrip_car on Car {\n  slug\n  ...SimilarSearchLink_car\n}\n\nfragment SimilarCarsStrip_site on Site {\n  features {\n    similarVehicles\n  }\n  similarVehiclesLazyLoad\n  labels {\n    vehicleType\n  }\n  ...SimilarSearchLink_site\n}\n\nfragment SimilarSearchLink_car on Car {\n  make\n  model\n  carType\n  body\n  similarPriceBand {\n    min\n    max\n  }\n}\n\nfragment SimilarSearchLink_site on Site {\n  similarVehiclesMatch\n  labels {\n    vehicleType\n  }\n  search {\n    defaultSort\n  }\n}\n\nfragment SoldPanel_car on Car {\n  id\n  available\n  ...SimilarSearchLink_car\n}\n\nfragment SoldPanel_site on Site {\n  labels {\n    vehicleType\n  }\n  ...SimilarSearchLink_site\n}\n\nfragment SpinCompanion_car on Car {\n  name\n  hotspots {\n    id\n    description\n  }\n}\n\nfragment SpinHotspots_car on Car {\n  hotspots {\n    id\n    description\n    positions {\n      activeAngle\n      posX\n      posY\n    }\n  }\n}\n\nfragment SpinSurface_car on Car {\n  spinImages\n  ...SpinHotspots_car\n}\n\nfragment SpinViewer_car on Car {\n  name\n  spinImages\n  ...SpinSurface_car\n  ...SpinCompanion_car\n}\n\nfragment StickyCarHeader_car on Car {\n  name\n  transmission\n  body\n  internalId\n  primaryImage {\n    thumbUrl\n    width\n    height\n    alt\n  }\n  ...CarPrice_car\n  ...FinanceEstimateLine_car\n  ...GetFinanceLink_car\n}\n\nfragment StickyCarHeader_site on Site {\n  features {\n    finance\n    tradeIn\n  }\n  labels {\n    tradeInButton\n  }\n}\n"
  }
};
})();

(node as any).hash = "6c79c73a0d83d3731bfaa41948f5fedd";

export default node;
