{
  "algorithm": "ed25519",
  "content_sha256": "8acc24ec0b80883fa89bea9d0eacb378a2f68acdb210c14a15101ed78b124325",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f85ba89fa809fbeabb28bfe556d92f9d84b5939615ed4d721c378bafdc0c26b7",
  "schema": "gridshift.signature/1",
  "signature": "e571686b3b799dc34814b82c33b5d578f342b90135508473cef4d43525f67f2eebcfed47312cb5eb76ec407285bd1c6f64f59f12efaf415746c9982ead9e580b"
}
