{
  "algorithm": "ed25519",
  "content_sha256": "0dc72173ea4e5055059a578bebaab05d1e1a042fe3897ff72c6eb95e0b02e664",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "332ad5b153b20caef0846e0ae4bcb090f1794f4f5d92a7fb320349466aafb8db",
  "schema": "gridshift.signature/1",
  "signature": "69186984d3fac8f7aaed671a71bf1a69c3dd2ce1fa018beb9e3639fdfe70e0b1d3d3491a878b0ac490e645e693af3aa3da64cd707aa6a4ea12ec4edba402920e"
}
