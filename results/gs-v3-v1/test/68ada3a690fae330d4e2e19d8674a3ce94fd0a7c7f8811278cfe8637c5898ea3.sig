{
  "algorithm": "ed25519",
  "content_sha256": "314a16c9cdf2984fa008adb87e703439837751831aa8cea7d7f943194fde656c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "68ada3a690fae330d4e2e19d8674a3ce94fd0a7c7f8811278cfe8637c5898ea3",
  "schema": "gridshift.signature/1",
  "signature": "86f90682bbbd93537ae4c2144d3e4eb5ced7f3ec8d93dfac53e096ec5e6b2393d0ef83cd2f3b912269a9d9e4e00be5baff767656865065c2776d97361e181208"
}
