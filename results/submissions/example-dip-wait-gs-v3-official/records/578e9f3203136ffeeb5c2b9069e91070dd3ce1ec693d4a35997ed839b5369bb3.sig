{
  "algorithm": "ed25519",
  "content_sha256": "fbae10ffa85bccb4dc670628ca92734920e96adfffbab196d0d004ae4c71d9b8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "578e9f3203136ffeeb5c2b9069e91070dd3ce1ec693d4a35997ed839b5369bb3",
  "schema": "gridshift.signature/1",
  "signature": "a6097a8f916dc354d23a8714ecda943bdc5603b8d93075dcd0ebc622778fa3dccc112167371712269fb294c53599b57094a1a4e80e0e4bb069161d9216d94d06"
}
