{
  "algorithm": "ed25519",
  "content_sha256": "90ec382846b44c1f54129f932f71993e86846f82e7ecdbea53efab74be49099b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "968d106a75b28882b05e665a938a74c5d0788e400b6ba06ec8afeb141d01fb88",
  "schema": "gridshift.signature/1",
  "signature": "558ea2d92a670824cd2451bc13f8300ad57bdba69b681eab3245fbe9e8d785394f9b822dfffcb07002915ea274dce817b6f69d6150925207f96d6daa20eee706"
}
