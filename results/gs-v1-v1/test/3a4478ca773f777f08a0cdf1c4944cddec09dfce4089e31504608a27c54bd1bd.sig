{
  "algorithm": "ed25519",
  "content_sha256": "5042f5a71f6550d67a6c488f69a2a2faad21b67dc282d6d545a904156cb66754",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3a4478ca773f777f08a0cdf1c4944cddec09dfce4089e31504608a27c54bd1bd",
  "schema": "gridshift.signature/1",
  "signature": "917c49f490156f7e301ee8d3b1a40a13fe90cd93993219d18811e7d442a23104ff6e6704ff07584f8d2510b68762e889827396ad50cbd9d24dcee83ffd53f30f"
}
