{
  "algorithm": "ed25519",
  "content_sha256": "194bd6593cd9bf3df7f64f026505002199cafac78d7cbd86c5fe8b019a199c5f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "50bfbb2627d6ee58c2cb93d8e257b44a4e9b3c5fffa3eb4916b13e0aad1e01b2",
  "schema": "gridshift.signature/1",
  "signature": "d7077f9914df305707ca4ab9ee139be58acf22b13d05531d38c5e6e1b21030855e68721d1fed41b3a36631686b3a6d77b5ea3c5bfa3d744d015a6b669b8f3e0f"
}
