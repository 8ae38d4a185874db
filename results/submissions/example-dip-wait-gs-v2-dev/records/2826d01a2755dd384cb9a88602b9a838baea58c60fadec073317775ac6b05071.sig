{
  "algorithm": "ed25519",
  "content_sha256": "7d1a75251a11968bee0766bf6cc39b3f5e2f1a74d0ad45af41ca524846e54022",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2826d01a2755dd384cb9a88602b9a838baea58c60fadec073317775ac6b05071",
  "schema": "gridshift.signature/1",
  "signature": "e33c0e54b2adf55057528b56b5a6dc8618b31aad411ec1f2c2ebceb0072eae008ca48d1a9f834fc8cd534f0d5355c18d1bd6e5f9a32653285dffe2887607470c"
}
