{
  "algorithm": "ed25519",
  "content_sha256": "e2f4c0cb1fc01b74f152983d6a4e16d11ee8f33c16edd0bf345b45b2adff2180",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e179ca96acc5fe1efbeb6389cf2de88dad914f77e9591b04757b7187affbc0a1",
  "schema": "gridshift.signature/1",
  "signature": "b982012ea06302bb616ab4be982ce9d004786399e8ad5e514889c9be9bc32d4221dcf96d013e7026e742ab5269d781800a4b2dbef3562ec7fca57ef0d275d608"
}
