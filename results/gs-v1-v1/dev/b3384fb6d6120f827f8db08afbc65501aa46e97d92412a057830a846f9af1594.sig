{
  "algorithm": "ed25519",
  "content_sha256": "b2604a01fbf4a40b1bb93714478547d1f0e1a098b60d4f74276d604ecd67d581",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b3384fb6d6120f827f8db08afbc65501aa46e97d92412a057830a846f9af1594",
  "schema": "gridshift.signature/1",
  "signature": "29274fdf3db4dd3e9c1c6f0dff080cb2e168e4be1711a8977c6a2cbf06ed8233543a193039ff811406359d8895b1c765a6cc63d15a4c776dc0706e39acc3200f"
}
