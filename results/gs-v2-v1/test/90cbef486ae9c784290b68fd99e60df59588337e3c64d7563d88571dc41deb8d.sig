{
  "algorithm": "ed25519",
  "content_sha256": "be656d8d5a37f2a7b9fb2aff2939a494421a5aa42c3c5048a1f03b3ae2051761",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "90cbef486ae9c784290b68fd99e60df59588337e3c64d7563d88571dc41deb8d",
  "schema": "gridshift.signature/1",
  "signature": "895e3c48a78d3c49fe963aaf84b74889621c532b9a310ae385ffb61e42601714ae32bfd250490f08bd64b52359bc5a72113fce602d0c470fe75a93ecc7965c06"
}
