{
  "algorithm": "ed25519",
  "content_sha256": "770a36b9d6cd95e27630b4168fcc97162fe617f735ee1787343c34454d1acc20",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "131fe21d967a1da042e2d9fd28e729397509516ceda377d26f9cc601a644d3fd",
  "schema": "gridshift.signature/1",
  "signature": "bb8337336c8c6ab9d7bb01c28b07862a5a88a6c5a375f8ac5e6071d40f97eea5afefd1fed60a869be40bfdcb345a8ec2a3b295c2f326ec5c83a51f342d7d8501"
}
