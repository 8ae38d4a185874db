{
  "algorithm": "ed25519",
  "content_sha256": "3e82cd4caaba903a03bb7ca5b51a5978d4c1d44d6d14f140d45a275e6ba009fe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f5b505657de48776e6fa46117566181d70501efb0da8c976ee59bc722d2d225b",
  "schema": "gridshift.signature/1",
  "signature": "01b5f73767e69ab7862cc7b7bbfb427dbbe339ba2014a96a929ae4f82005fd421144eebffb41a99e7ba2c082de5ffe88fb88154b254bf8c42c9576554d94f004"
}
