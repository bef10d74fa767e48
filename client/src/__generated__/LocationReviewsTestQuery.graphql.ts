/**
 * @generated SignedSource<<38c2486ad9c6424ec341491b0b48b480>>
 * @relayHash 9008c303d5b60a179945c27a0105d584
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b124d78932993cc6aeef1df631c9fad57312fa4aa3b3bc14066ed0e9a0c88ab1

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LocationReviewsTestQuery$variables = Record<PropertyKey, never>;
export type LocationReviewsTestQuery$data = {
  readonly site: {
    readonly locationBySlug: {
      readonly " $fragmentSpreads": FragmentRefs<"LocationReviews_location" | "ReviewSummary_location">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"LocationReviews_site">;
  };
};
export type LocationReviewsTestQuery = {
  response: LocationReviewsTestQuery$data;
  variables: LocationReviewsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "toowoomba"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 12
  }
],
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
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LocationReviewsTestQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "LocationReviews_site"
          },
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
                "name": "LocationReviews_location"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReviewSummary_location"
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
    "name": "LocationReviewsTestQuery",
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
            "args": null,
            "concreteType": "LocationDisplay",
            "kind": "LinkedField",
            "name": "locationDisplay",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reviewsPerPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
                "concreteType": "ReviewRating",
                "kind": "LinkedField",
                "name": "rating",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "average",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "averageText",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "count",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shown",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v1/*:: as any*/),
                "concreteType": "ReviewConnection",
                "kind": "LinkedField",
                "name": "reviews",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReviewEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Review",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "customerName",
                            "storageKey": null
                          },
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
                            "name": "rating",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "imageUrl",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "reviewDate",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "reviewDateInWords",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "timeAgoInWords",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "__typename",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cursor",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PageInfo",
                    "kind": "LinkedField",
                    "name": "pageInfo",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "endCursor",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasNextPage",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "reviews(first:12)"
              },
              {
                "alias": null,
                "args": (v1/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "LocationReviews_reviews",
                "kind": "LinkedHandle",
                "name": "reviews"
              },
              (v2/*:: as any*/)
            ],
            "storageKey": "locationBySlug(slug:\"toowoomba\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b124d78932993cc6aeef1df631c9fad57312fa4aa3b3bc14066ed0e9a0c88ab1",
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
        "site.locationBySlug.id": (v3/*:: as any*/),
        "site.locationBySlug.name": (v4/*:: as any*/),
        "site.locationBySlug.rating": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ReviewRating"
        },
        "site.locationBySlug.rating.average": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Float"
        },
        "site.locationBySlug.rating.averageText": (v4/*:: as any*/),
        "site.locationBySlug.rating.count": (v5/*:: as any*/),
        "site.locationBySlug.rating.shown": (v6/*:: as any*/),
        "site.locationBySlug.reviews": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ReviewConnection"
        },
        "site.locationBySlug.reviews.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ReviewEdge"
        },
        "site.locationBySlug.reviews.edges.cursor": (v4/*:: as any*/),
        "site.locationBySlug.reviews.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Review"
        },
        "site.locationBySlug.reviews.edges.node.__typename": (v4/*:: as any*/),
        "site.locationBySlug.reviews.edges.node.customerName": (v4/*:: as any*/),
        "site.locationBySlug.reviews.edges.node.id": (v3/*:: as any*/),
        "site.locationBySlug.reviews.edges.node.imageUrl": (v7/*:: as any*/),
        "site.locationBySlug.reviews.edges.node.rating": (v5/*:: as any*/),
        "site.locationBySlug.reviews.edges.node.reviewDate": (v4/*:: as any*/),
        "site.locationBySlug.reviews.edges.node.reviewDateInWords": (v4/*:: as any*/),
        "site.locationBySlug.reviews.edges.node.text": (v4/*:: as any*/),
        "site.locationBySlug.reviews.edges.node.timeAgoInWords": (v4/*:: as any*/),
        "site.locationBySlug.reviews.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "site.locationBySlug.reviews.pageInfo.endCursor": (v7/*:: as any*/),
        "site.locationBySlug.reviews.pageInfo.hasNextPage": (v6/*:: as any*/),
        "site.locationDisplay": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "LocationDisplay"
        },
        "site.locationDisplay.reviewsPerPage": (v5/*:: as any*/)
      }
    },
    "name": "LocationReviewsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ff285c737f2e507299545b281df26e5a";

export default node;
