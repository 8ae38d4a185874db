{
  "algorithm": "ed25519",
  "content_sha256": "899c56ec39f3ddda3d6ec7d8e42042fc7393dbcf59b4150fbae127341c35bfa2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b44856cb68b286b71ca7db00ccee62e42f73d925b07cb64c1f65f897d338933e",
  "schema": "gridshift.signature/1",
  "signature": "95ff87eb677f65c222380f21c3148289de630c8e063e7e074925920a2da414d5e1c4db6b4e8bb2d81b9bb988f94012bcbae633afad5c86978b2dea2fd89bd607"
}
