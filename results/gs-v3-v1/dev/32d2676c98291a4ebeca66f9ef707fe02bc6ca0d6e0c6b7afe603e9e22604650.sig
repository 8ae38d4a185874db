{
  "algorithm": "ed25519",
  "content_sha256": "d4eee0beafbc0420360de97fff115f0b60a27578626a3fceaca8183874e6342c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "32d2676c98291a4ebeca66f9ef707fe02bc6ca0d6e0c6b7afe603e9e22604650",
  "schema": "gridshift.signature/1",
  "signature": "34a1d8bd7fb3e06ce83f95d9dd7c8428a0409cf2987d3877c8554755762d24cf9aab9bd881e430529349e0157cdd89a8f597c50246b87a450335a21028468a0f"
}
